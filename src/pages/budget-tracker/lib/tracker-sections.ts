import { categorySections, type CategorySection } from '@/entities/budget';
import type { BudgetTracker, BudgetTrackerRow } from '@/shared/api';
import { OTHER_CATEGORIES } from '../config/copy';

const FIGURES = ['available', 'spent'] as const;

/** A section of the tracker: one of the person's category groups, its figures added up, and its budgeted lines in order. */
export type TrackerSection = CategorySection<BudgetTrackerRow, (typeof FIGURES)[number]>;

/** The budgeted lines by the person's category groups, in their order (lines in none last, under "Other categories"). */
export const trackerSections = (tracker: BudgetTracker): TrackerSection[] => categorySections(tracker.category_groups, tracker.rows, FIGURES, (row, key) => row[key], OTHER_CATEGORIES);
