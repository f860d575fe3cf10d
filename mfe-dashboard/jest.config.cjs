module.exports = require('../tools/jest/web-preset.cjs')(__dirname);
