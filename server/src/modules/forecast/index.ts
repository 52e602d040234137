/** The public API of this module: what other modules may use (they import nothing else from it). */
export { type CashForecast, cashForecast, FORECAST_DAYS, forecastFor } from './forecast.ts';
