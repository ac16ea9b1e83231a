import type { FormRules } from "./schemas.ts";

type Schemas = typeof import("./schemas.ts");

/**
 * A form's checks, fetched with the schema library the first time they are asked for and kept;
 * a failed fetch (a dropped connection) is tried again at the next call. The page's first script
 * then holds no validation library: the forms ask when they are first focused or submitted.
 */
export function lazyRules<T>(pick: (schemas: Schemas) => FormRules<T>): () => Promise<FormRules<T>> {
  let rules: Promise<FormRules<T>> | undefined;
  return () => {
    if (!rules) {
      const loading = import("./schemas.ts").then(pick);
      loading.catch(() => {
        if (rules === loading) rules = undefined;
      });
      rules = loading;
    }
    return rules;
  };
}
