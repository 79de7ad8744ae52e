import type { th } from './th';

/** Same tree as the Thai source, every leaf a string: what each locale must provide. */
type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
export type LocaleResource = DeepString<typeof th>;

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, Leaves<T[K]>>;
}[keyof T & string];

/** Every translation key, e.g. `'nav.casino'`. */
export type I18nKey = Leaves<LocaleResource>;
