module.exports = require('./projects.cjs').node;
