// Stylesheets imported by components are irrelevant to behaviour tests.
module.exports = {};
