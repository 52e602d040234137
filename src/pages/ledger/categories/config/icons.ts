/** Icons offered with one click beside the icon field (any emoji can be typed). */
export const SUGGESTED_ICONS = ['🛒', '🍽️', '☕', '🥞', '🏠', '💡', '🚗', '🚕', '✈️', '🛍️', '💊', '🎬', '🎁', '🐾', '📚', '💵'] as const;
