"""The engines that simulate runs, and the one batch loop over runs.

``run_batch`` (core/engines/pick.py) makes every batch of the lab: the
command line, the real storm's model, the window and the lessons call it;
``pick_engine`` names the engine for one scenario and rule.
"""

from wallasey_lab.core.engines.pick import compare_rules, pick_engine, run_batch

__all__ = ["compare_rules", "pick_engine", "run_batch"]
