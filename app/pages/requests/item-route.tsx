import { loadCertificateWords, VaultItem } from "#app/pages/vault/item.tsx";
import type { Route } from "./+types/item-route";
import { isItemId } from "./flow.ts";
import { RequestItem } from "./item-view.tsx";
import { loadRequestsWords, RequestsScreen } from "./screen.tsx";

/**
 * /app/item/{id}: an item's id (a uuid) opens the item's page (its photos, its request's timeline,
 * what comes next); a certificate id (CC-XXXX-XXXX-XXXX), as the vault links it, opens the
 * certificate as before.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (isItemId(params.id)) return { kind: "item" as const, ...(await loadRequestsWords(request)) };
  return { kind: "certificate" as const, ...(await loadCertificateWords(request)) };
}

export default function ItemRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === "certificate") return <VaultItem loaderData={loaderData} id={params.id} />;
  return (
    <RequestsScreen loaded={loaderData}>
      <RequestItem id={params.id} />
    </RequestsScreen>
  );
}
