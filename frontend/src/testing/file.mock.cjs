// Imported assets resolve to their file name, as Vite resolves them to a URL.
module.exports = 'test-file-stub';
