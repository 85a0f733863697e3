// Select mode of the group detail (SPEC §4): off or on; on, a tap toggles a praise in the selection;
// leaving the mode, or finishing a move or delete, clears the selection and turns the mode off.
import { useCallback, useMemo, useState } from "react";

export function useSelectMode() {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const exit = useCallback(() => {
    setActive(false);
    setSelected(new Set());
  }, []);
  const enter = useCallback(() => setActive(true), []);
  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  return useMemo(() => ({ active, selected, enter, exit, toggle }), [active, selected, enter, exit, toggle]);
}
