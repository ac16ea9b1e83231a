"""The canvas tote (Chanel's Deauville).

Its own module so that it can be reworked and previewed alone:

    blender -b --factory-startup -P art/objects/scenes.py -- /tmp/preview chanel-deauville --scale 0.4 --samples 8
"""

import math

import lib
from lib import torus
from mathutils import Vector
from palette import BLACK, CREAM

# Columns around the body, per stretch of its rounded-rectangle section: front, corner, side, corner,
# back, corner, side, corner. Every ring has the same count, so rings line up into a grid.
SEGS = (40, 8, 12, 8, 40, 8, 12, 8)
N = sum(SEGS)
Z = Vector((0, 0, 1))


def _smooth(a, b, x):
    t = min(max((x - a) / (b - a), 0.0), 1.0)
    return t * t * (3 - 2 * t)


def _seg_dist(p, a, b):
    """Distance in the plane from p to the segment a-b (all (x, z) pairs)."""
    ax, az = b[0] - a[0], b[1] - a[1]
    t = ((p[0] - a[0]) * ax + (p[1] - a[1]) * az) / (ax * ax + az * az)
    t = min(max(t, 0.0), 1.0)
    return math.hypot(p[0] - a[0] - ax * t, p[1] - a[1] - az * t)


class _Shape:
    """The soft body as a surface P(u, v): u runs round the section (0..N), v from base (0) to rim (1)."""

    # Folds pulled into the canvas by the handles and by its own weight: (x0, z0, x1, z1, height, width).
    FOLDS = ((-0.085, 0.262, -0.165, 0.13, 0.006, 0.012), (0.085, 0.262, 0.17, 0.14, 0.005, 0.013),
             (-0.05, 0.255, -0.025, 0.19, 0.003, 0.009), (0.04, 0.25, 0.06, 0.2, 0.0025, 0.009),
             (0.12, 0.075, -0.13, 0.055, 0.003, 0.022), (-0.17, 0.2, -0.13, 0.08, -0.003, 0.015),
             (-0.06, 0.238, 0.06, 0.234, -0.004, 0.012), (-0.15, 0.02, -0.16, 0.1, 0.003, 0.01),
             (0.155, 0.03, 0.165, 0.09, 0.0025, 0.01))

    def __init__(self, w, h, d):
        self.w, self.h, self.d = w, h, d
        self.zb = 0.0025  # the canvas base sits on the leather bottom
        self.z0 = self.zb + 0.006  # where the walls begin, above a small rounded chamfer
        self.xa = w * 0.225  # the handles' anchors

    def dims(self, v):
        v = min(max(v, 0.0), 1.05)
        a = self.w * (0.435 + 0.065 * v)  # slightly wider at the top
        b = self.d / 2 * (1 - 0.2 * v ** 1.5)  # the gussets draw the opening in
        r = 0.036 - 0.014 * v
        return a, b, min(r, b * 0.9)

    def ring(self, u, v):
        a, b, r = self.dims(v)
        u %= N
        k = 0
        for s, n in enumerate(SEGS):
            if u < k + n or s == 7:
                f = (u - k) / n
                break
            k += n
        if s == 0:
            return -a + r + (2 * a - 2 * r) * f, -b, 0.0, -1.0
        if s == 2:
            return a, -b + r + (2 * b - 2 * r) * f, 1.0, 0.0
        if s == 4:
            return a - r - (2 * a - 2 * r) * f, b, 0.0, 1.0
        if s == 6:
            return -a, b - r - (2 * b - 2 * r) * f, -1.0, 0.0
        cx, cy, t0 = {1: (a - r, -b + r, -0.5), 3: (a - r, b - r, 0.0), 5: (-a + r, b - r, 0.5),
                      7: (-a + r, -b + r, 1.0)}[s]
        th = (t0 + f * 0.5) * math.pi
        return cx + r * math.cos(th), cy + r * math.sin(th), math.cos(th), math.sin(th)

    def folds(self, x, z, side):
        out = 0.0
        for x0, z0, x1, z1, amp, wd in self.FOLDS:
            if side > 0:  # the back is creased differently
                x0, x1, amp = -x0 * 0.9, -x1 * 1.05, amp * 0.8
            dd = _seg_dist((x, z), (x0, z0), (x1, z1))
            out += 1.7 * amp * math.exp(-(dd / (wd * 0.85)) ** 2)
        return out

    def P(self, u, v):
        x, y, nx, ny = self.ring(u, v)
        a, b, _ = self.dims(v)
        xn, yn = min(abs(x / a), 1.0), min(abs(y / b), 1.0)
        fw, sw = ny * ny, nx * nx
        side = -1 if y < 0 else 1
        z = self.z0 + v * (self.h - self.z0)
        vc = min(max(v, 0.0), 1.0)
        # Front and back: a soft belly, and the rim slumping in between the handles.
        bul = 0.026 * math.sin(math.pi * min(vc / 0.85, 1.0)) * (1 - xn ** 4)
        slump = -0.02 * _smooth(0.68, 1.0, vc) ** 1.5 * (1 - xn ** 2) ** 0.7
        face = bul + slump + self.folds(x, z, side)
        # Sides: the gussets fold inwards towards the top, and bulge a little lower down.
        gus = (-0.03 * _smooth(0.35, 1.0, vc) ** 1.2 + 0.013 * math.sin(math.pi * vc) ** 1.5) * (1 - yn ** 2)
        noise = 0.0011 * math.sin(31 * x + 17 * z + side) * math.sin(13 * z - 7 * x + 0.7) * min(vc * 6, 1.0)
        disp = fw * face + sw * gus + noise
        # The top edge dips between and beyond the anchors, and more over the folded gussets.
        dip = vc ** 5 * (fw * 0.008 * (1 - math.exp(-((abs(x) - self.xa) / 0.05) ** 2)) + sw * 0.014 * (1 - yn ** 2))
        return Vector((x + nx * disp, y + ny * disp, z - dip))

    def normal(self, u, v):
        du = self.P(u + 0.25, v) - self.P(u - 0.25, v)
        dv = self.P(u, v + 0.004) - self.P(u, v - 0.004)
        return du.cross(dv).normalized()

    def at(self, u, v, off=0.0):
        return self.P(u, v) + self.normal(u, v) * off

    def u_face(self, x, v, side):
        a, _, r = self.dims(v)
        if side < 0:
            return (x + a - r) / (2 * a - 2 * r) * SEGS[0]
        return sum(SEGS[:4]) + (a - r - x) / (2 * a - 2 * r) * SEGS[4]

    def v_of(self, z):
        return (z - self.z0) / (self.h - self.z0)

    def face(self, x, z, side, off=0.0):
        """A point on the front (side -1) or back (+1) at height z, lifted off the canvas by off."""
        v = self.v_of(z)
        return self.at(self.u_face(x, v, side), v, off)


def _sheet(name, rows, material, thickness, cyclic=True, smooth=True):
    """A thin solid from a grid of points (rows of equal length), centred on the grid."""
    cols = len(rows[0])
    verts = [p for row in rows for p in row]
    faces = []
    for i in range(len(rows) - 1):
        for j in range(cols if cyclic else cols - 1):
            j1 = (j + 1) % cols
            faces.append((i * cols + j, i * cols + j1, (i + 1) * cols + j1, (i + 1) * cols + j))
    obj = lib.mesh_object(name, verts, faces, material, smooth)
    if thickness:
        m = obj.modifiers.new("solid", "SOLIDIFY")
        m.thickness = thickness
        m.offset = 0.0
        m.use_even_offset = True
    return obj


def _body(s, canvas, lining):
    verts, faces = [], []
    rows = []
    base = [s.P(j, 0.0) for j in range(N)]
    for f in (0.06, 0.3, 0.55, 0.75, 0.88, 0.95, 0.985):
        rows.append([Vector((p.x * f, p.y * f, s.zb)) for p in base])
    nv = 44
    for i in range(nv + 1):
        v = i / nv
        rows.append([s.P(j, v) for j in range(N)])
    for row in rows:
        verts += row
    for i in range(len(rows) - 1):
        for j in range(N):
            j1 = (j + 1) % N
            faces.append((i * N + j, i * N + j1, (i + 1) * N + j1, (i + 1) * N + j))
    faces.append(tuple(reversed(range(N))))
    obj = lib.mesh_object("body", verts, faces, canvas)
    obj.data.materials.append(lining)
    m = obj.modifiers.new("shell", "SOLIDIFY")
    m.thickness = 0.0025
    m.offset = -1.0
    m.use_even_offset = True
    m.material_offset = 1
    m.material_offset_rim = 1
    return obj


def _path(points, ds=0.001):
    """A Catmull-Rom curve through the points, resampled every ds along its length."""
    pts = [Vector(p) for p in points]
    ext = [pts[0] * 2 - pts[1]] + pts + [pts[-1] * 2 - pts[-2]]
    dense = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1:i + 3]
        n = max(4, int((p2 - p1).length / ds * 3))
        for k in range(n):
            t = k / n
            dense.append(0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                                + (3 * p1 - p0 - 3 * p2 + p3) * t * t * t))
    dense.append(pts[-1])
    out, acc, nxt = [dense[0]], 0.0, ds
    for a, b in zip(dense, dense[1:]):
        L = (b - a).length
        while acc + L >= nxt and L > 0:
            out.append(a.lerp(b, (nxt - acc) / L))
            nxt += ds
        acc += L
    return out


def _frames(path, w0):
    """Tangent and a width direction carried along the path without twisting."""
    ts, ws = [], []
    w = Vector(w0)
    for i in range(len(path)):
        t = (path[min(i + 1, len(path) - 1)] - path[max(i - 1, 0)]).normalized()
        w = (w - t * w.dot(t)).normalized()
        ts.append(t)
        ws.append(w)
    return ts, ws


LINK_A, LINK_B, WIRE = 0.0105, 0.0082, 0.0024
CHAIN_STEP = round((2 * LINK_A - 2 * WIRE) / 0.001)  # links' spacing in samples of a path (0.001 apart)


def _chain(name, path, ts, ws, material, a=LINK_A, b=LINK_B, wire=WIRE):
    """Oval links along the path, alternately lying flat (in the width) and on edge."""
    step = CHAIN_STEP
    verts, faces = [], []
    M, K = 20, 8
    for n, i in enumerate(range(step // 2, len(path) - step // 2, step)):
        c, t, w = path[i], ts[i], ws[i]
        side = w if n % 2 == 0 else t.cross(w)
        nrm = t.cross(side)
        base = len(verts)
        for m in range(M):
            th = 2 * math.pi * m / M
            ct, st = math.cos(th), math.sin(th)
            cl = c + t * (a * ct) + side * (b * st)
            out = (t * (b * ct) + side * (a * st)).normalized()
            for k in range(K):
                ph = 2 * math.pi * k / K
                verts.append(cl + out * (wire * math.cos(ph)) + nrm * (wire * math.sin(ph)))
        for m in range(M):
            for k in range(K):
                m1, k1 = (m + 1) % M, (k + 1) % K
                faces.append((base + m * K + k, base + m1 * K + k, base + m1 * K + k1, base + m * K + k1))
    return lib.mesh_object(name, verts, faces, material)


def _ribbon(name, path, ts, ws, width, thick, material, weave=0.0, step=1, every=2):
    """The flat leather strap threaded through the chain: it passes over one flat-lying link and under the
    next (weave is how far it rides above and below, step the links' spacing in path samples)."""
    verts, faces = [], []
    idx = list(range(0, len(path), every))
    for i in idx:
        t, w = ts[i], ws[i]
        v = t.cross(w)
        c = path[i] + v * (weave * math.cos(math.pi * (i - step // 2) / (2 * step)))
        for sw, sv in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
            verts.append(c + w * (sw * width / 2) + v * (sv * thick / 2))
    for r in range(len(idx) - 1):
        for k in range(4):
            k1 = (k + 1) % 4
            faces.append((r * 4 + k, r * 4 + k1, (r + 1) * 4 + k1, (r + 1) * 4 + k))
    faces.append((3, 2, 1, 0))
    last = (len(idx) - 1) * 4
    faces.append((last, last + 1, last + 2, last + 3))
    obj = lib.mesh_object(name, verts, faces, material, smooth=False)
    lib.bevel(obj, thick * 0.3, 2)
    return obj


def _stitches(name, pts, nrms, material, step=0.0042, length=0.0027):
    """Saddle stitches along a polyline lying on a surface."""
    path = _path(pts, 0.0005)
    verts, faces = [], []
    every = round(step / 0.0005)
    half = round(length / 0.0005 / 2)
    for i in range(half, len(path) - half, every):
        p0, p1 = path[i - half], path[i + half]
        t = (p1 - p0).normalized()
        f = i / (len(path) - 1) * (len(nrms) - 1)
        n = nrms[min(int(f), len(nrms) - 1)]
        sdir = n.cross(t).normalized() * 0.00045
        up = n * 0.0004
        base = len(verts)
        for p in (p0, p1):
            for q in (-sdir - up * 0.2, sdir - up * 0.2, sdir + up, -sdir + up):
                verts.append(p + q)
        faces += [(base, base + 1, base + 2, base + 3), (base + 4, base + 7, base + 6, base + 5),
                  (base, base + 4, base + 5, base + 1), (base + 1, base + 5, base + 6, base + 2),
                  (base + 2, base + 6, base + 7, base + 3), (base + 3, base + 7, base + 4, base)]
    return lib.mesh_object(name, verts, faces, material)


def _tweed(mat):
    """Give the house canvas a weave across both directions of a wall, and the slubbed tone of a natural yarn."""
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    waves = [n for n in nodes if n.type == "TEX_WAVE"]
    waves[1].bands_direction = "Z"
    bsdf = nodes["Principled BSDF"]
    base = tuple(bsdf.inputs["Base Color"].default_value)
    co = nodes.new("ShaderNodeTexCoord")
    mp = nodes.new("ShaderNodeMapping")
    mp.inputs["Scale"].default_value = (1.0, 1.0, 4.0)  # slubs run along the weft
    links.new(co.outputs["Object"], mp.inputs["Vector"])
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 140.0
    noise.inputs["Detail"].default_value = 6.0
    links.new(mp.outputs["Vector"], noise.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.3
    ramp.color_ramp.elements[0].color = tuple(c * 0.82 for c in base[:3]) + (1,)
    ramp.color_ramp.elements[1].position = 0.72
    ramp.color_ramp.elements[1].color = tuple(min(c * 1.12, 1.0) for c in base[:3]) + (1,)
    links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    return mat


def tote(w=0.38, h=0.28, d=0.15, colour=CREAM, trim=BLACK):
    """A soft canvas tote: leather-bound rim, base and corners, a stitched patch pocket, and two handles
    of gold chain threaded with leather, eyeleted into the rim; one fallen over the front, one half raised."""
    s = _Shape(w, h, d)
    canvas = _tweed(lib.canvas(colour, scale=520.0))
    lining = lib.plain("lining", (0.006, 0.0065, 0.009), roughness=0.75)
    lm = lib.leather(trim, "trim", shine=0.36)
    gold = lib.gold("chain")
    thread = lib.plain("thread", tuple(c * 0.45 for c in colour), roughness=0.7)
    parts = [_body(s, canvas, lining)]
    gap, t = 0.0004, 0.0016
    off = gap + t / 2

    # The leather band: down the outside, over the lip and a little way down the lining.
    rows = [[s.at(j, v, off) for j in range(N)] for v in (0.895, 0.92, 0.945, 0.965, 0.985, 1.0)]
    rows.append([s.at(j, 1.0, off * 0.4) + Z * 0.0022 for j in range(N)])
    rows.append([s.at(j, 1.0, -0.00125) + Z * 0.0036 for j in range(N)])
    rows.append([s.at(j, 1.0, -0.0025 - off * 0.4) + Z * 0.0022 for j in range(N)])
    rows += [[s.at(j, v, -0.0025 - off) for j in range(N)] for v in (1.0, 0.97, 0.94)]
    parts.append(_sheet("band", rows, lm, t))

    # The leather bottom: under the base and up the walls, and rounded patches over the four corners.
    base = [s.P(j, 0.0) for j in range(N)]
    zb = t / 2 + 0.0001
    rows = [[Vector((p.x * f, p.y * f, zb)) for p in base] for f in (0.3, 0.6, 0.85, 0.95, 0.985)]
    rows += [[s.at(j, v, off) for j in range(N)] for v in (-0.008, 0.0, 0.03, 0.06, 0.085)]
    rows.insert(0, [Vector((p.x * 0.04, p.y * 0.04, zb)) for p in base])
    parts.append(_sheet("bottom", rows, lm, t))
    k = 0
    for si, n in enumerate(SEGS):
        if si % 2:
            uc, span = k + n / 2, 9.0
            cols = [uc + span * (c / 12 - 1) for c in range(25)]
            rows = []
            for r in range(9):
                row = []
                for u in cols:
                    top = 0.06 + 0.16 * math.cos(math.pi / 2 * (u - uc) / span) ** 1.6
                    row.append(s.at(u, 0.03 + (top - 0.03) * r / 8, off + t + 0.0002))
                rows.append(row)
            parts.append(_sheet("corner", rows, lm, t, cyclic=False))
        k += n

    # The patch pocket on the front, its top bound in leather and its edge stitched.
    px, pz0, pz1 = 0.105, 0.07, 0.19
    poff = gap + 0.0006
    rows = [[s.face(px * (c / 12 - 1), pz0 + (pz1 - pz0) * r / 12, -1, poff) for c in range(25)] for r in range(13)]
    parts.append(_sheet("pocket", rows, canvas, 0.0012, cyclic=False))
    rows = [[s.face(px * 1.002 * (c / 12 - 1), pz1 - 0.012 + 0.012 * r / 3, -1, poff + 0.0012) for c in range(25)]
            for r in range(4)]
    parts.append(_sheet("binding", rows, lm, t, cyclic=False))
    ins = 0.006
    loop = [(-px + ins, pz1 - 0.016), (-px + ins, pz0 + ins), (px - ins, pz0 + ins), (px - ins, pz1 - 0.016)]
    dense = []
    for (x0, z0), (x1, z1) in zip(loop, loop[1:]):
        nseg = max(2, int(math.hypot(x1 - x0, z1 - z0) / 0.005))
        dense += [(x0 + (x1 - x0) * i / nseg, z0 + (z1 - z0) * i / nseg) for i in range(nseg)]
    dense.append(loop[-1])
    pts = [s.face(x, z, -1, poff + 0.0006) for x, z in dense]
    nrms = [s.normal(s.u_face(x, s.v_of(z), -1), s.v_of(z)) for x, z in dense]
    parts.append(_stitches("stitches", pts, nrms, thread))

    # Handles: the front one has fallen forward over the pocket, the back one stands half raised.
    ze, xa = 0.262, s.xa
    front = [(-xa, ze, -0.006), (-xa, ze, 0.006), (-xa - 0.006, ze + 0.02, 0.02), (-xa - 0.016, ze + 0.004, 0.03),
             (-xa - 0.02, 0.215, 0.022), (-xa - 0.008, 0.165, 0.015), (-0.068, 0.132, 0.013), (-0.03, 0.12, 0.013),
             (0.012, 0.126, 0.013), (0.052, 0.148, 0.014), (xa, 0.188, 0.016), (xa + 0.014, 0.226, 0.021),
             (xa + 0.012, ze + 0.005, 0.03), (xa + 0.005, ze + 0.02, 0.02), (xa, ze, 0.006), (xa, ze, -0.006)]
    fpath = _path([s.face(x, z, -1, c) for x, z, c in front])
    # Lying on the canvas, the strap shows its flat face.
    handles = [(fpath, (1, 0, 0))]
    tilt = math.radians(52)
    up = Vector((0, math.sin(tilt), math.cos(tilt)))
    arch = [(-xa, 0.0), (-xa - 0.012, 0.05), (-xa - 0.014, 0.1), (-xa + 0.008, 0.15), (-0.03, 0.178), (0.02, 0.18),
            (xa - 0.01, 0.16), (xa + 0.012, 0.115), (xa + 0.012, 0.055), (xa, 0.0)]
    anchor_l, anchor_r = s.face(-xa, ze, 1, 0.0), s.face(xa, ze, 1, 0.0)
    pts = [s.face(-xa, ze, 1, -0.006), s.face(-xa, ze, 1, 0.008)]
    for x, tt in arch[1:-1]:
        base_pt = anchor_l.lerp(anchor_r, (x + xa) / (2 * xa))
        pts.append(base_pt + Vector((0, 0.012 * math.sin(math.pi * tt / 0.18), 0)) + up * tt)
    pts += [s.face(xa, ze, 1, 0.008), s.face(xa, ze, 1, -0.006)]
    bpath = _path(pts)
    handles.append((bpath, tuple(Vector((1, 0, 0)).cross(up))))
    for i, (path, w0) in enumerate(handles):
        ts, ws = _frames(path, w0)
        parts.append(_chain(f"chain{i}", path, ts, ws, gold))
        parts.append(_ribbon(f"strap{i}", path, ts, ws, 0.0135, 0.0017, lm, weave=0.0036, step=CHAIN_STEP))

    # Gold eyelets where the handles pass through the band.
    for side in (-1, 1):
        for x in (-xa, xa):
            v = s.v_of(ze)
            u = s.u_face(x, v, side)
            n = s.normal(u, v)
            rot = Z.rotation_difference(n).to_euler()
            parts.append(torus("eyelet", 0.0085, 0.0024, s.at(u, v, off + t / 2 + 0.0008), gold, rotation=rot,
                               major_seg=40, minor_seg=12))
    return parts, max(w, h + 0.1) * 0.62
