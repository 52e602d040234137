import { categorySections, type CategorySection } from '@/entities/budget';
import type { Budget, BudgetRow } from '@/shared/api';
import { OTHER_CATEGORIES } from '../config/copy';

const FIGURES = ['planned', 'available', 'last_month_actual', 'average_3_months'] as const;

/** A section of the plan: one of the person's category groups, its figures added up, and its lines in order. */
export type PlanSection = CategorySection<BudgetRow, (typeof FIGURES)[number]>;

/** The plan by the person's category groups, in their order (lines in none last, under "Other categories"). */
export const planSections = (budget: Budget): PlanSection[] => categorySections(budget.category_groups, budget.categories, FIGURES, (row, key) => row[key] ?? 0, OTHER_CATEGORIES);
