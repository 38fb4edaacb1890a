"""The process tests' children: a child that prints nothing, or does not end, is killed at its
deadline and fails the test with what it printed; children inherit only the standard streams."""

import os
import sys

import childprocess
import pytest


def test_a_silent_child_is_killed_and_fails_the_test():
    child = childprocess.Child([sys.executable, "-c", "print('hello', flush=True); import time; time.sleep(30)"])
    assert child.line(timeout=30) == "hello\n"
    with pytest.raises(pytest.fail.Exception, match="(?s)printed no line within 0.2 s.*hello"):
        child.line(timeout=0.2)
    assert child.poll() is not None


def test_a_child_that_does_not_end_is_killed_and_fails_the_test():
    with pytest.raises(pytest.fail.Exception, match="had not ended after 0.2 s"):
        childprocess.run([sys.executable, "-c", "import time; time.sleep(30)"], timeout=0.2)


def test_a_child_inherits_only_the_standard_streams():
    read_end, write_end = os.pipe()
    os.set_inheritable(write_end, True)
    try:
        child = childprocess.Child(["/bin/sh", "-c", f"test -e /proc/$$/fd/{write_end} && echo open || echo closed"])
        assert child.line(timeout=30) == "closed\n"
        assert child.wait(timeout=30) == 0
    finally:
        os.close(read_end)
        os.close(write_end)
