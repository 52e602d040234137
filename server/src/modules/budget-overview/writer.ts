import type OpenAI from 'openai';
import type { AnalysisFacts } from './computed-analysis.ts';

export interface WriterDeps {
  model: OpenAI;
  modelName: string;
  /** The writer's whole time with the model; past it, the plain summary. */
  timeBudgetMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * `text_response` of an analysis: the model writes it from the facts (a writer, not a reasoner),
 * every figure it states checked against them; when the model fails or keeps stating figures the
 * facts do not hold, a plain summary built from the facts. (Placeholder until the writer lands.)
 */
export async function writeAnalysisText(_deps: WriterDeps, facts: AnalysisFacts, _prompt: string): Promise<{ text: string; source: 'model' | 'plain' }> {
  return { text: `Figures of ${facts.period.start_date} to ${facts.period.end_date}.`, source: 'plain' };
}
