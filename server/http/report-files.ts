import { type Request, type Response, Router } from "express";
import { reportSummaries, reportSummaryText } from "#app/pages/reports/data.ts";

/**
 * The reports' downloadable summaries (`/reports/{id}.txt`, and `/reports/{id}.fr.txt` and so on
 * in the other languages), written from their records in
 * app/pages/reports/data.ts on each request: the figures they quote live there and nowhere else, and
 * the files exist the same under `npm run dev` and the production build. Unknown names fall
 * through to the not-found page.
 */
export function reportFiles(): Router {
  const files = new Map(reportSummaries().map((summary) => [summary.path, summary]));
  const router = Router();
  router.get(/^\/reports\/[^/]+\.txt$/, (req: Request, res: Response, next) => {
    const summary = files.get(req.path);
    if (!summary) return next();
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Language", summary.language);
    res.setHeader("Content-Disposition", `attachment; filename="${summary.path.slice("/reports/".length)}"`);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.send(reportSummaryText(summary.report, summary.language));
  });
  return router;
}
