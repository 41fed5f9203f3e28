import { readObservabilityEnv } from './observability-env';

describe('readObservabilityEnv', () => {
  it('defaults to info, JSON off a terminal, no tracing and no metrics server', () => {
    expect(readObservabilityEnv({}, false)).toEqual({
      logLevel: 'info',
      logPretty: false,
      otlpEndpoint: undefined,
      otelServiceName: undefined,
      otelBatchDelayMs: 5_000,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
    });
  });

  it('writes pretty lines on a terminal unless LOG_PRETTY=0, and with LOG_PRETTY=1 anywhere', () => {
    expect(readObservabilityEnv({}, true).logPretty).toBe(true);
    expect(readObservabilityEnv({ LOG_PRETTY: '0' }, true).logPretty).toBe(false);
    expect(readObservabilityEnv({ LOG_PRETTY: '1' }, false).logPretty).toBe(true);
  });

  it('reads every variable', () => {
    const env = readObservabilityEnv(
      {
        LOG_LEVEL: 'debug',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_SERVICE_NAME: 'travel-eu',
        OTEL_BSP_SCHEDULE_DELAY: '200',
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
      },
      false,
    );
    expect(env).toMatchObject({
      logLevel: 'debug',
      otlpEndpoint: 'http://collector:4318',
      otelServiceName: 'travel-eu',
      otelBatchDelayMs: 200,
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
    });
  });

  it('names every malformed variable in one error', () => {
    expect(() =>
      readObservabilityEnv({
        LOG_LEVEL: 'loud',
        LOG_PRETTY: 'yes',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        METRICS_PORT: '70000',
      }),
    ).toThrow(
      /LOG_LEVEL must be one of[^\n]*\n {2}LOG_PRETTY must be 1 or 0[^\n]*\n {2}OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL[^\n]*\n {2}METRICS_PORT must be a port number/,
    );
  });
});
