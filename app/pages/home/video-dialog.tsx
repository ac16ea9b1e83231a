import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { filmArt } from "#app/data/art/film.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import type { heroMedia } from "./film.ts";
import { captionLabels, captionsSrc, filmLanguages } from "./film-tracks.ts";

/** The player's poster: the film's first frame at the film's own size (the hero inlines a smaller one). */
const playerPoster = `${filmArt["hero-poster"].src}-960.webp`;

/**
 * The hero's modal video player, loaded on the first click of the play button. With a hosted
 * video configured (`video.heroVideoId`) the player's frame is created only now, after the click,
 * so the video host sees no request before it; otherwise the site's own film plays with controls.
 */
export default function HomeVideoDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  closeLabel,
  language,
  video,
  media,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  title: string;
  description: string;
  closeLabel: string;
  /** The page's language: its captions are shown by default, the other three are offered. */
  language: string;
  video: SiteConfig["video"];
  media: typeof heroMedia;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/85" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-4xl -translate-y-1/2 rounded-2xl bg-ink p-3 text-white shadow-2xl sm:p-4"
        >
          <div className="mb-3 flex items-center justify-between gap-4 px-1">
            <Dialog.Title className="font-serif text-lg">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          <div className="aspect-video overflow-hidden rounded-xl bg-black">
            {video.heroVideoId ? (
              <iframe
                src={`${video.embedOrigin}/embed/${encodeURIComponent(video.heroVideoId)}?autoplay=1&rel=0`}
                title={title}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                className="size-full"
              />
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: the four caption tracks are written by the map below
              <video
                controls
                autoPlay
                playsInline
                poster={playerPoster}
                width={media.width}
                height={media.height}
                className="size-full"
              >
                <source src={media.webm} type="video/webm" />
                <source src={media.mp4} type="video/mp4" />
                {filmLanguages.map((lang) => (
                  <track
                    key={lang}
                    kind="captions"
                    src={captionsSrc(lang)}
                    srcLang={lang}
                    label={captionLabels[lang]}
                    default={lang === language}
                  />
                ))}
              </video>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
