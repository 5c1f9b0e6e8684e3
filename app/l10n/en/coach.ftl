# The coach's note on the play screen (issue #45, app/src/coach/panel.rs): the words every
# game's note shares. Only the teaching builds (the `coach` feature) use this file, so a
# game without teaching fetches none of it. Each message becomes a function of
# `crate::coach::words` (`coach-not-yet` → `coach_not_yet()`).

coach-title = Coach
coach-more = more
coach-rule = The rule:
coach-seen = Rules seen: { $seen }
coach-not-yet = Not yet: { $rest }
