// One React Refresh runtime for the whole page. Every app's dev build carries react-refresh, but React
// accepts one refresh handler: with a copy per app, the last copy injected would own it and edits to the
// other apps' components would be ignored. The first copy loaded is kept on the page and handed to all.
const key = '__hotelReactRefreshRuntime';
module.exports = globalThis[key] || (globalThis[key] = require('hotel-react-refresh-runtime'));
