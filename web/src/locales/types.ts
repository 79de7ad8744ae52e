import type { th as backofficeTh } from './backoffice/th';
import type { th as contentTh } from './content/th';
import type { th as engagementTh } from './engagement/th';
import type { th as incomeTh } from './income/th';
import type { th as promotionsTh } from './promotions/th';
import type { th as protectionTh } from './protection/th';
import type { th } from './th';

/** Same tree as a Thai source, every leaf a string: what each locale must provide. */
type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, Leaves<T[K]>>;
}[keyof T & string];

/** The player site's texts (the `translation` namespace). */
export type LocaleResource = DeepString<typeof th>;
/** Every translation key, e.g. `'nav.casino'`. */
export type I18nKey = Leaves<LocaleResource>;

/** The back office's texts (the `backoffice` namespace). */
export type BackofficeResource = DeepString<typeof backofficeTh>;
/** Every back office key, e.g. `'queue.title'`. */
export type BackofficeKey = Leaves<BackofficeResource>;

/** The promotion pages' texts (the `promotions` namespace). */
export type PromotionsResource = DeepString<typeof promotionsTh>;

/** The income pages' texts (the `income` namespace). */
export type IncomeResource = DeepString<typeof incomeTh>;

/** The engagement pages' texts (the `engagement` namespace). */
export type EngagementResource = DeepString<typeof engagementTh>;

/** The content pages' texts (the `content` namespace). */
export type ContentResource = DeepString<typeof contentTh>;

/** The responsible-gaming texts: limits, reality checks, breaks (the `protection` namespace). */
export type ProtectionResource = DeepString<typeof protectionTh>;

/** The texts of each namespace. */
export interface Namespaces {
  translation: LocaleResource;
  backoffice: BackofficeResource;
  promotions: PromotionsResource;
  income: IncomeResource;
  engagement: EngagementResource;
  content: ContentResource;
  protection: ProtectionResource;
}
export type Namespace = keyof Namespaces;
