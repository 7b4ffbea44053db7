/**
 * A tab for the labels' PDF, opened at once inside the tap: Safari on iOS blocks a window opened
 * after an await. Once the print is logged the tab goes to the PDF's short link (decision 281),
 * from where it prints on any printer, AirPrint too. Where no tab could be opened, `show` answers
 * false and the page offers a link instead.
 */
export function labelsTab() {
  const tab = window.open('about:blank', '_blank');
  return {
    show: (pdf: string): boolean => {
      if (!tab || tab.closed) return false;
      tab.location.href = new URL(pdf, window.location.origin).href;
      return true;
    },
    cancel: () => tab?.close(),
  };
}
