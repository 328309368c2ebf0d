// GET AD_REPORT_ROUTE.pdf and .csv (?agent_id&from&to&language): an agent's report as a file, for the Ad Agents
// page's download. Beside the act channel because the answer is a file; authenticated like the other file routes
// (Authorization: Bearer <session token>, the enrolment rule held by authenticateRoute) and only for the
// advertising roles, as the acts are.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AD_REPORT_ROUTE,
  AD_ROLES,
  adReportParams,
  rolesAllow,
  type AdReportFormat,
} from '@bluemanager/protocol';
import { validateParams } from '../../../act-channel/validate-params.js';
import type { Database } from '../../../db/schema.js';
import { ActError } from '../../../domain/act-error.js';
import { authenticateRoute, type SessionPolicy } from '../../../domain/auth/session.service.js';
import { sendRouteFailure } from '../../../http/parcel-export-route.js';
import { limited } from '../../../http/route-limits.js';
import { bearerToken } from '../../parcels/route-session.js';
import { agentReport, reportFileName } from './report-data.js';
import { reportCsv } from './report-csv.js';
import { reportPdf } from './report-pdf.js';

export interface AdReportRouteDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

/** A report reads a year of rollups and draws a PDF: a person asks for a few, not hundreds. */
const REPORTS_PER_MINUTE = 30;

export function adReportRoutes(app: FastifyInstance, deps: AdReportRouteDeps): void {
  const serve = (format: AdReportFormat) =>
    app.get(`${AD_REPORT_ROUTE}.${format}`, limited(REPORTS_PER_MINUTE), async (request, reply) => {
      const now = deps.now();
      try {
        const token = bearerToken(request.headers.authorization);
        if (!token) throw new ActError('UNAUTHENTICATED', 'This needs a session token: please sign in.');
        const session = await authenticateRoute(deps.db, token, now, deps.policy);
        if (!rolesAllow(AD_ROLES, session))
          throw new ActError('FORBIDDEN', 'Your role may not see advertising reports.');
        const params = validateParams(adReportParams, request.query ?? {}, 'the report');
        const report = await agentReport(deps.db, params);
        const file = format === 'pdf' ? await reportPdf(report, now) : reportCsv(report);
        return reply
          .header('content-type', format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${reportFileName(report, format)}"`)
          .header('cache-control', 'no-store')
          .send(file);
      } catch (error) {
        if (!(error instanceof ActError)) request.log.error({ err: error }, 'ad report failed');
        return sendRouteFailure(reply, error);
      }
    });
  serve('pdf');
  serve('csv');
}
