import * as Tabs from "@radix-ui/react-tabs";
import { type ReactNode, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { directionOf } from "#app/i18n/languages.ts";

export interface MarketTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * The market page tabs (brands by default, models, regions). Every panel is
 * in the HTML (`forceMount`), hidden panels carry `hidden`, so the page is complete before scripts
 * and Radix gives the keyboard behaviour (arrow keys, Home, End) once hydrated; in Arabic the
 * arrows follow the mirrored order (the left arrow moves to the next tab).
 */
export function PlaceMarketTabs({
  label,
  tabs,
  defaultValue,
}: {
  label: string;
  tabs: MarketTab[];
  defaultValue: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const { language } = useI18n();
  return (
    <Tabs.Root value={value} onValueChange={setValue} activationMode="automatic" dir={directionOf(language)}>
      <Tabs.List aria-label={label} className="flex gap-2 border-b border-line">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="-mb-px min-h-11 border-b-2 border-transparent px-4 text-sm font-semibold text-ink/75 hover:text-ink data-[state=active]:border-gold data-[state=active]:text-ink"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} forceMount hidden={t.value !== value} className="pt-6">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
