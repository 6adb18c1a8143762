import type { Page } from 'playwright-core';
import { WEEKDAYS } from '../../src/shared/visits';

/** Weekly visiting hours with the same range every day (Madrid wall clock, "HH:MM"). */
export const everyDay = (start: string, end: string) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, [{ start, end }]]));

/** A drawn signature as the signing pads send it: a 600×200 PNG data URL made by the browser's canvas. */
export const drawnPng = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 200;
    const ctx = canvas.getContext('2d')!;
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(40, 150);
    ctx.bezierCurveTo(150, 20, 300, 190, 560, 40);
    ctx.stroke();
    return canvas.toDataURL('image/png');
  });

/** Nothing wider than the screen: no sideways scrolling on a phone. */
export async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > page.viewportSize()!.width)
    throw new Error(`the page is ${width} px wide on a ${page.viewportSize()!.width} px screen`);
}
