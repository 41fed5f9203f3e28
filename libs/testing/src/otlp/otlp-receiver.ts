import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as a test reads it from what an OTLP/HTTP exporter sent. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** Empty for a trace's root span. */
  parentSpanId: string;
  name: string;
  /** The `service.name` of the process that sent it. */
  service: string;
}

interface OtlpJson {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value?: { stringValue?: string } }> };
    scopeSpans?: Array<{
      spans?: Array<{ traceId: string; spanId: string; parentSpanId?: string; name: string }>;
    }>;
  }>;
}

/**
 * A local OpenTelemetry collector for tests: an HTTP server on 127.0.0.1 that takes what OTLP/HTTP
 * JSON exporters post to `/v1/traces` (set `OTEL_EXPORTER_OTLP_ENDPOINT` to `url`) and keeps every
 * span, with the service that sent it.
 *
 * @example
 * const collector = await OtlpReceiver.start();
 * // … processes started with OTEL_EXPORTER_OTLP_ENDPOINT=collector.url
 * const spans = collector.spans.filter((span) => span.service === 'travel');
 */
export class OtlpReceiver {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    /** Every span received so far, in the order they arrived. */
    readonly spans: ReceivedSpan[],
  ) {}

  static async start(): Promise<OtlpReceiver> {
    const spans: ReceivedSpan[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson));
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new OtlpReceiver(server, `http://127.0.0.1:${port}`, spans);
  }

  /** The spans of trace `traceId`. */
  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

/** The spans of one OTLP/HTTP JSON export request. */
function spansOf(body: OtlpJson): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const resourceSpans of body.resourceSpans ?? []) {
    const service =
      resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')
        ?.value?.stringValue ?? '';
    for (const scope of resourceSpans.scopeSpans ?? []) {
      for (const span of scope.spans ?? []) {
        spans.push({
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId ?? '',
          name: span.name,
          service,
        });
      }
    }
  }
  return spans;
}
