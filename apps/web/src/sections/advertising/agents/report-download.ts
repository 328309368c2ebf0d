// An agent's report as a file (PDF or CSV, written by the server in the caller's language): fetched with the bearer
// token, since a plain link could not send it, and saved from a blob under the server's file name.
import { AD_REPORT_LANGUAGES, AD_REPORT_ROUTE, type AdReportFormat } from '@bluemanager/protocol';
import { saveBlob } from '../../../shared/save-text-file';

export type ReportLanguage = (typeof AD_REPORT_LANGUAGES)[number];

/** The report's language: the page's, or English for one the reports are not written in. */
export const reportLanguageOf = (language: string): ReportLanguage =>
  AD_REPORT_LANGUAGES.find((each) => language.startsWith(each)) ?? 'en';

export interface ReportRequest {
  agent_id: number;
  from: string;
  to: string;
  language: ReportLanguage;
}

export async function downloadReport(
  token: string,
  format: AdReportFormat,
  request: ReportRequest,
): Promise<string> {
  const query = new URLSearchParams({
    agent_id: String(request.agent_id),
    from: request.from,
    to: request.to,
    language: request.language,
  });
  const response = await fetch(`${AD_REPORT_ROUTE.slice(1)}.${format}?${query.toString()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { msg?: string };
    throw new Error(failure.msg ?? `The report answered ${response.status}.`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `ad-report.${format}`;
  saveBlob(name, await response.blob());
  return name;
}
