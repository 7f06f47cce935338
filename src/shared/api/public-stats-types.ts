/**
 * Answer of GET /api/public/stats (decision 087): the municipality's figures for anyone, of the
 * last 90 days or of one month. Nothing personal: counts, shares, medians and sums of groups; a
 * ward's group of fewer than `PUBLIC_STATS_MIN_GROUP` items is `suppressed`, its figures null.
 */
export interface PublicStats {
  /** When the figures were counted (they are kept at most an hour). */
  generatedAt: string;
  /** The days the figures cover, both included (India's calendar), and the month asked for, if one was. */
  from: string;
  to: string;
  month: string | null;
  services: PublicServiceFigure[];
  grievances: { bySubject: PublicGrievanceFigure[]; byWard: PublicGrievanceWardFigure[] };
  collection: { byTax: PublicCollectionFigure[]; byWard: PublicCollectionWardFigure[] };
}

/** Per certificate type, of the applications received in the days. */
export interface PublicServiceFigure {
  type: string;
  received: number;
  decided: number;
  /** Decided by its due time, of those decided (0 to 1); null when none was decided. */
  onTimeShare: number | null;
  /** Median days from receipt to decision; null when none was decided. */
  medianDays: number | null;
}

/** The grievances received in the days, by subject or by ward. */
export interface PublicGrievanceFigure {
  subject: string;
  received: number;
  resolved: number;
  /** Median days from receipt to the last resolution; null when none was resolved. */
  medianDaysToResolve: number | null;
  /** Reopened by their submitter at least once, of those received (0 to 1); null when none was. */
  reopenedShare: number | null;
  /** The submitters' average rating (1 to 5); null when none rated. */
  averageRating: number | null;
}

/** As a subject's figure, of one ward (null: grievances that name none); all null when suppressed. */
export type PublicGrievanceWardFigure =
  | ({ ward: string | null; suppressed: false } & Omit<PublicGrievanceFigure, 'subject'>)
  | {
      ward: string | null;
      suppressed: true;
      received: null;
      resolved: null;
      medianDaysToResolve: null;
      reopenedShare: null;
      averageRating: null;
    };

type Money = { demand: number; collected: number; collectedShare: number | null };
type Hidden = { demand: null; collected: null; collectedShare: null };

/**
 * Per tax type, of the register's demands whose period starts in the days, in rupees: the demand,
 * what of it was collected, and that as a share (0 to 1; null without demand). A type's total is
 * suppressed too when its suppressed wards together hold fewer than 5 demands (else the total less
 * the wards shown would tell them).
 */
export type PublicCollectionFigure = { type: string } & (({ suppressed: false } & Money) | ({ suppressed: true } & Hidden));

/** As a type's figure, of one ward of the register (null: accounts it gives none). */
export type PublicCollectionWardFigure = PublicCollectionFigure & { ward: string | null };

/** A ward's group is shown from this many items: fewer is "fewer than 5", never the count. */
export const PUBLIC_STATS_MIN_GROUP = 5;
