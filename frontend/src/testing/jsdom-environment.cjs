// jsdom without Node's fetch stack: jest-environment-jsdom leaves out fetch, Request, Response,
// streams and the encoders, which RTK Query and MSW need. This environment hands the jsdom window
// Node's own implementations (one realm, so `instanceof` checks between them hold). As in a browser,
// a relative URL given to Request or fetch resolves against the document's location.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'WebSocket',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (name in globalThis) this.global[name] = globalThis[name];
    }
    const window = this.global;
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL
        ? new URL(String(input), window.location.href)
        : input;
    const NodeRequest = globalThis.Request;
    const nodeFetch = globalThis.fetch;
    window.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    window.fetch = (input, init) => nodeFetch(absolute(input), init);
  }
}

module.exports = JsdomWithFetchEnvironment;
