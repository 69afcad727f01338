// A header tool: a real button, so Tab reaches it and Enter or Space use it (a span with
// role="button" took clicks only). Popover, Dropdown and Tooltip wrap it, so it takes their ref.
import { forwardRef, type ButtonHTMLAttributes } from 'react';

export const HeaderTool = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function HeaderTool(
  { className, ...props },
  ref,
) {
  return (
    <button ref={ref} type="button" className={className ? `header-tool ${className}` : 'header-tool'} {...props} />
  );
});
