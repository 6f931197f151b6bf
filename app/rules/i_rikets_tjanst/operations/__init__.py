"""The stateless operations of I Rikets Tjänst, one module per group (§6), with the spec's worked
examples."""

from app.rules.examples import load_examples
from app.rules.i_rikets_tjanst.catalogue import PACKAGE

EXAMPLES = load_examples(PACKAGE)
