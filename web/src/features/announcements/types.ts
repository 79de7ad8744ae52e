import type { Schema } from '@/types/api';

/** An active announcement of the host's agent (GET announcement/byPlayer). */
export type Announcement = Schema<'Announcement'>;

/** An active banner of the host's agent (POST bannerManager/get). */
export type Banner = Schema<'Banner'>;
