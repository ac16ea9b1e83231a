import { sql } from "drizzle-orm";
import { type Request, type Response, Router } from "express";
import { reports } from "#app/data/report-records.ts";
import { reportSummaries, reportSummaryText } from "#app/data/report-summaries.ts";
import type { Db } from "../db/client.ts";
import { reportDownloads } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { isRobot } from "./bots.ts";

/**
 * The reports' downloadable summaries (`/reports/{id}.txt`, and `/reports/{id}.fr.txt` and so on
 * in the other languages), written from their records in
 * app/data/report-summaries.ts on each request: the figures they quote live there and nowhere else, and
 * the files exist the same under `npm run dev` and the production build. Unknown names fall
 * through to the not-found page.
 *
 * Each download by a person (server/http/bots.ts decides) adds one to the report's counter in the
 * database, whatever the language; nothing about the visitor is kept. The files are `no-cache`, so
 * that a shared cache cannot hand one out uncounted. `GET /api/reports/downloads` answers the
 * counts, which /reports shows (docs/decisions/025-report-downloads.md).
 */
export function reportFiles(options: { db?: Db; logger?: Logger } = {}): Router {
  const { db, logger } = options;
  const files = new Map(reportSummaries().map((summary) => [summary.path, summary]));
  const router = Router();
  router.get(/^\/reports\/[^/]+\.txt$/, async (req: Request, res: Response, next) => {
    const summary = files.get(req.path);
    if (!summary) return next();
    if (db && req.method === "GET" && !isRobot(req)) {
      // A counter that cannot be written never costs the visitor the file.
      await db
        .insert(reportDownloads)
        .values({ reportId: summary.report.id, count: 1 })
        .onConflictDoUpdate({
          target: reportDownloads.reportId,
          set: { count: sql`${reportDownloads.count} + 1` },
        })
        .catch((error: unknown) => logger?.warn({ err: error }, "reports: a download was not counted"));
    }
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Language", summary.language);
    res.setHeader("Content-Disposition", `attachment; filename="${summary.path.slice("/reports/".length)}"`);
    res.setHeader("Cache-Control", "no-cache");
    res.send(reportSummaryText(summary.report, summary.language));
  });
  router.get("/api/reports/downloads", async (_req: Request, res: Response) => {
    if (!db) {
      res.status(503).setHeader("Cache-Control", "no-store").json({ status: "error" });
      return;
    }
    try {
      const rows = await db.select().from(reportDownloads);
      const counted = new Map(rows.map((row) => [row.reportId, row.count]));
      const data = Object.fromEntries(reports.map((report) => [report.id, counted.get(report.id) ?? 0]));
      // A minute old at most: the counts move slowly and the page reads them on every view.
      res.setHeader("Cache-Control", "public, max-age=60");
      res.json({ status: "success", data });
    } catch (error) {
      logger?.warn({ err: error }, "reports: the download counts could not be read");
      res.status(503).setHeader("Cache-Control", "no-store").json({ status: "error" });
    }
  });
  return router;
}
