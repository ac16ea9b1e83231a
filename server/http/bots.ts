import type { Request } from "express";

/**
 * The site's rule for telling a robot from a visitor, for counting (report downloads): a request
 * with no User-Agent, one whose User-Agent names a crawler, a headless browser, a monitor or an
 * HTTP library, and a browser's speculative prefetch are not a person asking for something. The
 * rule only decides what is counted, never what is served: robots get the same answer.
 */
const robotAgent =
  /bot|crawl|spider|slurp|scrap|archiver|headless|lighthouse|pagespeed|monitor|preview|curl\/|wget\/|python|java\/|go-http|okhttp|axios|undici|^node$|libwww|httpclient|facebookexternalhit|whatsapp|embedly/i;

export function isRobotAgent(userAgent: string | undefined): boolean {
  const agent = (userAgent ?? "").trim();
  return agent === "" || robotAgent.test(agent);
}

export function isRobot(req: Request): boolean {
  const purpose = `${req.get("sec-purpose") ?? ""} ${req.get("purpose") ?? ""} ${req.get("x-moz") ?? ""}`;
  return /prefetch|prerender/i.test(purpose) || isRobotAgent(req.get("user-agent"));
}
