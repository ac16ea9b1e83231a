import { describe, expect, test } from "vitest";
import { budgetKey, WorkBudget } from "./work-budget.ts";

describe("the work budget", () => {
  test("grants a burst, then one request per refill, and says how long to wait", () => {
    let now = 0;
    const budget = new WorkBudget({ burst: 3, perSecond: 0.5, now: () => now });
    expect([budget.take("a"), budget.take("a"), budget.take("a")]).toEqual([0, 0, 0]);
    expect(budget.take("a")).toBe(2);
    expect(budget.take("b")).toBe(0);
    now = 2_000;
    expect(budget.take("a")).toBe(0);
    expect(budget.take("a")).toBe(2);
  });

  test("forgets addresses whose bucket has filled up again", () => {
    let now = 0;
    const budget = new WorkBudget({ burst: 2, perSecond: 1, now: () => now });
    budget.take("a");
    budget.take("b");
    now = 61_000;
    budget.take("c");
    expect(budget.size).toBe(1);
  });

  test("counts IPv4 addresses one by one and IPv6 by /64 network", () => {
    expect(budgetKey("203.0.113.9")).toBe("203.0.113.9");
    expect(budgetKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(budgetKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(budgetKey("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(budgetKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
