import { type Request, type Response, Router } from "express";
import { reportFile, reportSummaryText, reports } from "#app/pages/reports/data.ts";

/**
 * The reports' downloadable summaries (`/reports/{id}.txt`), written from their records in
 * app/pages/reports/data.ts on each request: the figures they quote live there and nowhere else, and
 * the files exist the same under `npm run dev` and the production build. Unknown names fall
 * through to the not-found page.
 */
export function reportFiles(): Router {
  const files = new Map(reports.map((report) => [reportFile(report), report]));
  const router = Router();
  router.get(/^\/reports\/[^/]+\.txt$/, (req: Request, res: Response, next) => {
    const report = files.get(req.path);
    if (!report) return next();
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="${report.id}.txt"`);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.send(reportSummaryText(report));
  });
  return router;
}
