const { TestEnvironment } = require("jest-environment-jsdom");

/**
 * jsdom without the web platform pieces Node already has and React Router needs (Request for its
 * navigations, with Node's AbortController so the two agree).
 */
class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
