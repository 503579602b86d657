/**
 * A district as the public category pages write it in their URL (`/jobs?city=hyderabad`): its id, with the
 * state the list adds to tell two districts apart left off where no other district shares the name
 * (`hyderabad-telangana` is `hyderabad`; `aurangabad-bihar` stays, as there is an Aurangabad in Maharashtra).
 * Reading a URL takes the slug or the id, so Explore's links (ids) and the category pages' (slugs) both work.
 */
import { districts } from './districts';

const stateSlug = (state: string) => state.toLowerCase().replace(/\s+/g, '-');

let slugs: { byId: Map<string, string>; bySlug: Map<string, string> } | undefined;
function tables() {
  if (slugs) return slugs;
  const base = (id: string, state: string) => {
    const suffix = `-${stateSlug(state)}`;
    return id.endsWith(suffix) ? id.slice(0, -suffix.length) : id;
  };
  const counts = new Map<string, number>();
  for (const { id, state } of districts) counts.set(base(id, state), (counts.get(base(id, state)) ?? 0) + 1);
  const ids = new Set(districts.map((district) => district.id));
  const byId = new Map<string, string>();
  const bySlug = new Map<string, string>();
  for (const { id, state } of districts) {
    const short = base(id, state);
    const slug = short !== id && counts.get(short) === 1 && !ids.has(short) ? short : id;
    byId.set(id, slug);
    bySlug.set(slug, id);
  }
  slugs = { byId, bySlug };
  return slugs;
}

/** The slug of a district id (the id itself when it is unknown). */
export function citySlug(id: string): string {
  return tables().byId.get(id) ?? id;
}

/** The district id of a slug or an id, or undefined when it is neither. */
export function cityOfSlug(slug: string): string | undefined {
  const { byId, bySlug } = tables();
  return bySlug.get(slug) ?? (byId.has(slug) ? slug : undefined);
}
