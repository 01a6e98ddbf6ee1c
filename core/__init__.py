"""The Wallasey retry-storm model: pure Python and numpy (and numba, which
compiles the kernel, ``core.engines.compiled_kernel``, ``compiled_window`` and
``compiled_shared``, only when it is first needed).

Nothing in this package may import Qt, pyqtgraph or requests; the test
``tests/test_architecture.py`` enforces it, so the model runs and is tested
without a display or a network.
"""

from wallasey_lab.core.engines import compare_rules, pick_engine, run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import BatchSummary, CallBudgetExceeded, Cancelled, RunResult
from wallasey_lab.core.model.arrivals import ARRIVALS, ArrivalPattern
from wallasey_lab.core.model.budgets import BUDGETS, RetryBudget
from wallasey_lab.core.model.limiters import LIMITERS, Limiter, make_limiter
from wallasey_lab.core.model.params import Param
from wallasey_lab.core.model.rules import RULES, RetryRule, make_rule
from wallasey_lab.core.model.scenario import AnswerTime, Scenario, ScenarioError

__all__ = [
    "ARRIVALS",
    "AnswerTime",
    "ArrivalPattern",
    "BUDGETS",
    "BatchSummary",
    "CallBudgetExceeded",
    "Cancelled",
    "LIMITERS",
    "Limiter",
    "Param",
    "RULES",
    "RetryBudget",
    "RetryRule",
    "RunResult",
    "Scenario",
    "ScenarioError",
    "compare_rules",
    "make_limiter",
    "make_rule",
    "pick_engine",
    "run_batch",
    "simulate_run",
]
