import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import type { Route } from "./+types/staff";
import { isForbidden, reviewApi, reviewKeys, type StaffRole, staffRoles } from "./review-api.ts";
import {
  DeskFailure,
  DeskHeader,
  errorText,
  inputClass,
  loadReviewWords,
  panel,
  primaryButton,
  ReviewScreen,
  secondaryButton,
  useReviewWords,
} from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadReviewWords(request);

/** /app/review/staff (admins): who holds which role; grant and revoke. */
export default function StaffRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ReviewScreen loaded={loaderData}>
      <Staff />
    </ReviewScreen>
  );
}

function Staff() {
  const { copy } = useReviewWords();
  const { t } = useI18n();
  const queries = useQueryClient();
  const staff = useQuery({ queryKey: reviewKeys.staff, queryFn: reviewApi.staff, retry: false });
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("reviewer");
  const [saved, setSaved] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (grant: boolean) => reviewApi.setRole({ email: email.trim(), role, grant }),
    onSuccess: async (_answer, grant) => {
      setSaved(grant ? copy.staff.granted : copy.staff.revoked);
      await queries.invalidateQueries({ queryKey: reviewKeys.staff });
    },
    onError: () => setSaved(null),
  });
  if (staff.isError && !isForbidden(staff.error))
    return <DeskFailure error={staff.error} retry={() => void staff.refetch()} />;
  const act = (grant: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    setSaved(null);
    change.mutate(grant);
  };
  return (
    <section aria-labelledby="staff-title">
      <DeskHeader id="staff-title" title={copy.staff.title} lead={copy.staff.lead} />
      {staff.isError ? (
        <p role="alert" className="mt-8 font-semibold">
          {copy.staff.adminOnly}
        </p>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
          <div className={panel}>
            {staff.isPending ? (
              <p role="status">{copy.desk.loading}</p>
            ) : staff.data.length === 0 ? (
              <p>{copy.staff.none}</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pe-4 text-start font-semibold">
                      {copy.staff.email}
                    </th>
                    <th scope="col" className="py-2 pe-4 text-start font-semibold">
                      {copy.staff.roles}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {staff.data.map((member) => (
                    <tr key={member.email} className="border-b border-line last:border-0">
                      <th
                        scope="row"
                        className="py-2 pe-4 text-start font-normal [overflow-wrap:anywhere]"
                        dir="ltr"
                      >
                        {member.email}
                      </th>
                      <td className="py-2 pe-4">
                        {member.roles.map((r) => copy.staff.roleNames[r] ?? r).join(", ")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <form aria-labelledby="staff-form-title" className={panel} onSubmit={act(true)}>
            <h2 id="staff-form-title" className="font-serif text-xl">
              {copy.staff.formTitle}
            </h2>
            <label className="mt-4 block font-semibold">
              {copy.staff.email}
              <input
                type="email"
                dir="ltr"
                autoComplete="off"
                className={inputClass}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
            </label>
            <label htmlFor="staff-role" className="mt-4 block font-semibold">
              {copy.staff.role}
            </label>
            {/* Labelled by id, not wrapped: a wrapping label would name the select by its options too. */}
            <select
              id="staff-role"
              className={inputClass}
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
            >
              {staffRoles.map((r) => (
                <option key={r} value={r}>
                  {copy.staff.roleNames[r]}
                </option>
              ))}
            </select>
            <div aria-live="polite">
              {saved ? <p className="mt-3 font-semibold text-green-900">{saved}</p> : null}
              {change.isError ? (
                <p role="alert" className="mt-3 font-semibold text-red-800">
                  {t(copy.staff.failed, { error: errorText(change.error) })}
                </p>
              ) : null}
            </div>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="submit" className={primaryButton} disabled={change.isPending || !email.trim()}>
                {copy.staff.grant}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={change.isPending || !email.trim()}
                onClick={() => act(false)()}
              >
                {copy.staff.revoke}
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
