import { festivalDayChecks } from "./festival-days-checks";

// The festival days on the default edition's content (docs/product.md#festival-days).
festivalDayChecks();
