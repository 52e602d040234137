import type { components } from '@contract/schema';
import type { SavedAnalysis, SessionEntry } from './queries.ts';

type Analysis = components['schemas']['Analysis'];
type FollowUp = components['schemas']['AnalysisFollowUp'];

/**
 * The follow-ups that belong to an analysis: those of its session asked after it and before the
 * session's next analysis (the SPA starts a session per analysis, so usually all of them).
 */
export function followUpsOf(entries: readonly SessionEntry[], analysisId: string): FollowUp[] {
  const start = entries.findIndex((entry) => entry.id === analysisId);
  if (start < 0) return [];
  const after = entries.slice(start + 1);
  const next = after.findIndex((entry) => entry.type !== 'follow_up');
  return (next < 0 ? after : after.slice(0, next)).map((entry) => ({ query: entry.query, text_response: entry.text_response, timestamp: entry.created_at.toISOString() }));
}

/** A saved analysis as `latest_analysis` and `previous_analysis` answer it. */
export function restoredAnalysis(analysis: SavedAnalysis, entries: readonly SessionEntry[]): Analysis {
  return {
    analysis_id: analysis.id,
    type: analysis.type,
    session_id: analysis.session_id,
    query: analysis.query,
    timestamp: analysis.created_at.toISOString(),
    visualizations: analysis.visualizations,
    text_response: analysis.text_response,
    follow_ups: followUpsOf(entries, analysis.id),
  };
}
