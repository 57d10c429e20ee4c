module.exports = require('./projects.cjs').dom;
