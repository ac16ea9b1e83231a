import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { sideMenu } from "#app/data/navigation.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

/**
 * The open side menu, loaded on first use. Radix Dialog traps focus while
 * it is open and closes on Escape; focus goes back to the menu button. Choosing an item closes
 * the menu and scrolls to the top.
 */
export default function SideMenuDialog(props: {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { m, t, dir } = useI18n();
  const localize = useLocalizedPath();
  const { setOpen } = props;

  return (
    <Dialog.Root open={props.open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          dir={dir}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.trigger.current?.focus();
          }}
          className="safe-top fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col bg-ink text-white shadow-2xl outline-none"
        >
          <div className="flex h-16 items-center justify-between px-5 md:h-20">
            <Dialog.Title className="font-serif text-lg tracking-wide">{m.header.menuTitle}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
              aria-label={m.header.closeMenu}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t(m.header.menuDescription)}</Dialog.Description>
          <nav aria-label={m.header.menuTitle} className="flex-1 overflow-y-auto px-3">
            <ul>
              {sideMenu.map((item) => (
                <li key={item.to}>
                  <Link
                    to={localize(item.to)}
                    onClick={() => {
                      setOpen(false);
                      window.scrollTo({ top: 0, left: 0 });
                    }}
                    className="block select-none rounded-md px-3 py-3 text-sm font-semibold tracking-[0.18em] hover:bg-white/10"
                  >
                    {m.nav[item.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="safe-bottom border-t border-white/15 px-5 py-4">
            <LanguageSwitcher tone="dark" id="menu-language" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
