import type { FastifyReply } from 'fastify';

import type { ReportFileDto } from '@app/contracts';

/**
 * Sends a file a service generated (`ReportFileDto`) as a download under its own name, never
 * sniffed as another type.
 *
 * @example
 * return attachment(reply, await this.services.reporting<ReportFileDto>(ReportingPatterns.TravelCsv, request));
 */
export function attachment(reply: FastifyReply, file: ReportFileDto): Buffer {
  void reply
    .header('content-type', file.content_type)
    .header(
      'content-disposition',
      `attachment; filename="${file.file_name.replace(/["\\\r\n]/g, '')}"`,
    )
    .header('x-content-type-options', 'nosniff');
  return Buffer.from(file.content, file.encoding);
}
