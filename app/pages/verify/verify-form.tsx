import { ScanLine } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { checkCertificateId } from "#app/lib/certificate-id.ts";
import type { VerifyCopy } from "./copy/index.ts";
import { exampleCertificateId, type TypedIdError } from "./verify-data.ts";

/**
 * The one field of /verify. With JavaScript, the check character is tested before anything is
 * asked of the server and the visitor goes straight to the certificate's page; without it, the
 * form is a GET to /verify/check, which the server answers with a redirect or the same message.
 */
export function VerifyForm({
  copy,
  initialValue = "",
  initialError = null,
}: {
  copy: VerifyCopy["form"];
  initialValue?: string;
  initialError?: TypedIdError | null;
}) {
  const { t } = useI18n();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<TypedIdError | null>(initialError);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const input = useRef<HTMLInputElement>(null);
  // Arriving from a certificate's "Verify another certificate", the visitor is here to type an ID.
  const arrivedToType = (useLocation().state as { focusField?: boolean } | null)?.focusField === true;
  useEffect(() => {
    if (arrivedToType) input.current?.focus();
  }, [arrivedToType]);

  const go = (typed: string): boolean => {
    if (typed.trim() === "") {
      setError("empty");
      return false;
    }
    const checked = checkCertificateId(typed);
    if (!checked.ok) {
      setError(checked.reason);
      return false;
    }
    setError(null);
    void navigate(localize(`/verify/${checked.id}`));
    return true;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!go(value)) input.current?.focus();
  };

  return (
    <form method="get" action={localize("/verify/check")} onSubmit={submit} noValidate className="max-w-xl">
      <label htmlFor={fieldId} className="block font-semibold">
        {copy.label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink/75">
        {t(copy.hint, { example: `\u2066${exampleCertificateId}\u2069` })}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <input
          ref={input}
          id={fieldId}
          name="id"
          type="text"
          dir="ltr"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          // biome-ignore lint/a11y/noAutofocus: only on the server's answer to a check sent without JavaScript, whose one field is the refused ID the visitor came to fix
          autoFocus={initialError ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="h-12 min-w-0 flex-1 basis-64 rounded-xl border border-ink/40 bg-white px-4 font-mono text-lg tracking-wider uppercase placeholder:normal-case aria-invalid:border-red-700"
        />
        <button
          type="submit"
          className="inline-flex h-12 items-center rounded-full bg-ink px-7 font-semibold text-white hover:bg-black"
        >
          {copy.submit}
        </button>
      </div>
      <p id={errorId} aria-live="polite" className="mt-2 min-h-6 text-sm font-semibold text-red-800">
        {error ? t(copy.errors[error], { example: `\u2066${exampleCertificateId}\u2069` }) : null}
      </p>
      <QrScan copy={copy} onText={(text) => go(certificateTextOf(text))} />
    </form>
  );
}

/** What a scanned code holds: this site's verify address, or an ID on its own. */
function certificateTextOf(text: string): string {
  const match = /\/verify\/([^/?#]+)/.exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : text;
}

interface Detector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats: () => Promise<string[]>;
}

/** Whether this browser reads QR codes itself and has a camera to read them with. */
async function scannerAvailable(): Promise<boolean> {
  const Barcode = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Barcode || !navigator.mediaDevices?.enumerateDevices) return false;
  try {
    const [formats, devices] = await Promise.all([
      Barcode.getSupportedFormats(),
      navigator.mediaDevices.enumerateDevices(),
    ]);
    return formats.includes("qr_code") && devices.some((device) => device.kind === "videoinput");
  } catch {
    return false;
  }
}

/**
 * The camera scan, offered only where the browser has a QR reader (BarcodeDetector) and a camera:
 * elsewhere nothing is shown, not even a disabled button. The camera stops as soon as a code is
 * read, the visitor stops it, or the page is left.
 */
function QrScan({ copy, onText }: { copy: VerifyCopy["form"]; onText: (text: string) => void }) {
  const [available, setAvailable] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onText);
  latest.current = onText;

  useEffect(() => {
    let live = true;
    void scannerAvailable().then((yes) => {
      if (live) setAvailable(yes);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const Barcode = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
    const detector = new Barcode({ formats: ["qr_code"] });
    const look = async () => {
      if (stopped || !video.current) return;
      const codes = await detector.detect(video.current).catch(() => []);
      const text = codes[0]?.rawValue;
      if (text) {
        setScanning(false);
        latest.current(text);
        return;
      }
      timer = setTimeout(look, 200);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => {
        setFailed(true);
        setScanning(false);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning]);

  if (!available) return null;
  return (
    <div className="mt-4">
      <button
        type="button"
        onClick={() => {
          setFailed(false);
          setScanning((on) => !on);
        }}
        aria-pressed={scanning}
        className="inline-flex h-11 items-center gap-2 rounded-full border border-ink px-5 text-sm font-semibold hover:bg-ink/5"
      >
        <ScanLine aria-hidden="true" className="size-5" />
        {scanning ? copy.scanStop : copy.scan}
      </button>
      {scanning ? (
        <div className="mt-3">
          <p className="text-sm text-ink/75">{copy.scanHelp}</p>
          <video
            ref={video}
            muted
            playsInline
            className="mt-2 aspect-square w-64 rounded-xl bg-black object-cover"
          />
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {copy.scanFailed}
        </p>
      ) : null}
    </div>
  );
}
