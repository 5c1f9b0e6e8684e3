# The coach's note on the play screen (issue #45, app/src/coach/panel.rs): the words every
# game's note shares. Only the teaching builds (the `coach` feature) use this file, so a
# game without teaching fetches none of it. Each message becomes a function of
# `crate::coach::words` (`coach-title` → `coach_title()`).

coach-title = Coach
coach-more = more
coach-rule = The rule:
