"""Arachnid: one deck in six columns, dealt in four rows."""

from spider_qt.engine import VariantSpec
from spider_qt.plugins import hookimpl

ARACHNID = VariantSpec(
    key="arachnid",
    name="Arachnid",
    letters="AR",
    decks=1,
    layout=((3, 2),) * 6,
    deals=(tuple(range(6)),) * 3 + ((0, 1, 2, 3),),
    description="One deck in six columns: Spider for a coffee break.",
)


@hookimpl
def spider_qt_register_variants(register):
    register(ARACHNID)
