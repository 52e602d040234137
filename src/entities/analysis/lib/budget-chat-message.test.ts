import { describe, expect, it } from 'vitest';
import { BUDGET_CHAT_FAILED, LIMIT_REACHED_FALLBACK } from '../config/analysis-copy';
import { limitReachedReply, SAMPLE_ANALYSIS_SUMMARIES, SAMPLE_FOLLOW_UP_REPLY, sampleAnalysis } from '../testing';
import { filledReply, hasVisualizations, loadingReply, messagesOfAnalysis } from './budget-chat-message';
import { withSavedAnalyses } from './saved-analyses';

describe('filledReply', () => {
  const placeholder = loadingReply(null);

  it('keeps the placeholder’s id and takes the reply’s time', () => {
    expect(filledReply(placeholder, SAMPLE_FOLLOW_UP_REPLY)).toMatchObject({ id: placeholder.id, timestamp: SAMPLE_FOLLOW_UP_REPLY.timestamp, isLoading: false, visualizations: null });
  });

  it('says the limit was reached even when the server gave no reason', () => {
    expect(filledReply(placeholder, { ...limitReachedReply('x'), message: null })).toMatchObject({ content: LIMIT_REACHED_FALLBACK, isSystem: true });
  });

  it('treats a reply without text as a failure', () => {
    expect(filledReply(placeholder, { ...SAMPLE_FOLLOW_UP_REPLY, text_response: ' ' })).toMatchObject({ content: BUDGET_CHAT_FAILED, isError: true });
  });
});

describe('messagesOfAnalysis', () => {
  it('has nothing to draw for an analysis without figures', () => {
    const bare = { ...sampleAnalysis('budget_analysis'), visualizations: { charts: [], metrics: [], accounts: [], income_spend_data: [] } };
    expect(messagesOfAnalysis(bare)[1]?.visualizations).toBeNull();
    expect(hasVisualizations(sampleAnalysis('budget_analysis').visualizations)).toBe(true);
  });
});

describe('withSavedAnalyses', () => {
  it('puts the analyses saved since the list was read first, each once', () => {
    const [newest, second, third] = SAMPLE_ANALYSIS_SUMMARIES;
    if (!newest || !second || !third) throw new Error('no sample');
    expect(withSavedAnalyses([newest], [newest, second, third])).toEqual([newest, second, third]);
    expect(withSavedAnalyses([third], [newest, second])).toEqual([third, newest, second]);
  });
});
