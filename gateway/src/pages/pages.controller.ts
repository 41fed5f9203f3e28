import { existsSync } from 'node:fs';
import path from 'node:path';

import {
  Controller,
  Get,
  Header,
  Logger,
  NotFoundException,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { AuthPatterns, type UserDto } from '@app/contracts';
import type { Session } from '@app/nest-core';

import { OptionalSession, OptionalSessionGuard } from '../billing/optional-session';
import { ServiceClient } from '../clients/service-client';
import { GatewayEnv } from '../config/env.schema';
import { DashboardPageTemplate, displayName, encodeHtml, htmlEncoding } from './dashboard-page';

/**
 * The two addresses whose page depends on who asks (SPEC §2): `/`, the landing page for a visitor
 * and the dashboard for a signed-in user, and `/dashboard`, which sends a visitor to /auth. The
 * dashboard is the build's prerendered frame with the user's name in its heading (ADR 0015).
 * Without a prerendered dashboard (a build without it) both send the SPA's static pages, whose
 * router decides as before; without a built SPA both answer 404 (JSON, as every unknown path).
 */
@Controller()
export class PagesController {
  private readonly logger = new Logger(PagesController.name);
  private readonly dashboard: DashboardPageTemplate | null;

  constructor(
    private readonly env: GatewayEnv,
    private readonly services: ServiceClient,
  ) {
    this.dashboard = DashboardPageTemplate.load(env.SPA_DIST_DIR);
  }

  @Get()
  @UseGuards(OptionalSessionGuard)
  @Header('vary', 'Cookie, Accept-Encoding')
  async home(
    @OptionalSession() session: Session | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (session && this.dashboard) return this.sendDashboard(session, request, reply);
    return this.sendStatic(reply, 'index.html');
  }

  @Get('dashboard')
  @UseGuards(OptionalSessionGuard)
  @Header('vary', 'Cookie, Accept-Encoding')
  async dashboardPage(
    @OptionalSession() session: Session | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!this.dashboard) return this.sendStatic(reply, 'pages/dashboard.html');
    if (!session) {
      await reply.header('cache-control', 'no-store').redirect('/auth', 302);
      return;
    }
    return this.sendDashboard(session, request, reply);
  }

  private async sendDashboard(
    session: Session,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const dashboard = this.dashboard as DashboardPageTemplate;
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    const html = dashboard.render(await this.nameOf(session));
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store');
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    await reply.send(encodeHtml(html, encoding));
  }

  /** The user's name, or null when the auth service cannot say (the app shows what it can). */
  private async nameOf(session: Session): Promise<string | null> {
    try {
      const user = await this.services.auth<UserDto>(AuthPatterns.CurrentUser, {
        userId: session.userId,
      });
      return displayName(user);
    } catch (error) {
      this.logger.warn(`dashboard page without the user's name: ${String(error)}`);
      return null;
    }
  }

  /** A built page as it is; without a built SPA the answer is the API's 404, as for any path. */
  private async sendStatic(reply: FastifyReply, file: string): Promise<void> {
    if (!existsSync(path.join(this.env.SPA_DIST_DIR, file))) throw new NotFoundException();
    await reply.header('cache-control', 'no-cache').sendFile(file);
  }
}
